import PlaceholderCore

/// The model runner's helpers: markup and settings through the Swift
/// object, the live objects behind a model view, and bookkeeping after
/// buffer and view changes.
extension ModelRunner {
    /// Sets markup, which must be accepted exactly when `valid`, with a
    /// typed error and the previous placeholder kept otherwise.
    func setMarkup(_ view: Int, _ markup: String, valid: Bool) {
        let target = wrapper(view)
        model.attachWrapperIfNeeded(view)
        do {
            try target.setPlaceholderMarkup(markup)
            if valid {
                updateSettings(view) { $0.content = .markup(markup) }
            } else {
                found.append("invalid markup \(markup.debugDescription) was accepted")
                model.views[view].settings = target.settings  // report this once, not after every operation
            }
        } catch {
            if valid { found.append("valid markup \(markup.debugDescription) refused: \(error)") }
            if case .invalidMarkup(let message) = error, !message.isEmpty {} else {
                found.append("markup \(markup.debugDescription) threw \(error), not a non-empty invalidMarkup")
            }
        }
    }

    /// Applies a settings change to the model as the Swift object's setters do.
    func updateSettings(_ view: Int, _ change: (inout PlaceholderSettings) -> Void) {
        var settings = model.views[view].settings
        change(&settings)
        model.setSettings(view, settings)
    }

    /// The slot's view.
    func live(_ view: Int) -> any BehaviourView { world.slots[view].view }

    /// The slot's Swift object, attaching a new one when the app dropped it.
    func wrapper(_ view: Int) -> any PlaceholderFacade {
        // The view is a live GtkTextView under a display: attaching cannot fail.
        if live(view).facade == nil { live(view).facade = try! live(view).attachFacade() }
        return live(view).facade!
    }

    /// The buffer the model says the slot shows.
    func buffer(_ view: Int) -> UnsafeMutableRawPointer { world.buffers[model.views[view].bufferID]! }

    /// Buffers no view shows: the app keeps the two newest.
    func trimOrphans() {
        while model.orphanIDs.count > 2 {
            let oldest = model.orphanIDs[0]
            model.buffers[oldest] = nil
            world.release(oldest)
        }
    }

    /// Checks the destroyed view slot `view` held (`old`), gives the model
    /// a fresh view for the slot, as the world just did, and settles focus.
    func replaced(_ view: Int, _ old: LiveSlot.Replaced, fresh: Bool) {
        checkDestroyed(old, hadController: model.views[view].hasController)
        model.freshView(view, wrapper: fresh)
        world.adopt(live(view).buffer, id: model.views[view].bufferID)
        trimOrphans()
        settleFocus(view)
    }

    /// Where focus needs an active window (GTK 4's, through the X server),
    /// the windowing system and GTK move focus on their own once a focused
    /// view or its window goes: the X server reverts the input focus, and
    /// GTK gives the window's next view focus in a later frame (GTK 4.8
    /// even while the window is inactive). Slot `view`'s window is made
    /// the active one and its focus taken away, so that the model knows
    /// where focus is.
    func settleFocus(_ view: Int) {
        guard harness.focusNeedsActiveWindow else { return }
        world.slots[view].ensureMapped()
        live(view).focus()
        live(view).unfocus()
        model.focus(view, true)
        model.focus(view, false)
    }
}

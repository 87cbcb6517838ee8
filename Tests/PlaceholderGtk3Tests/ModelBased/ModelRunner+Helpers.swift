import CPlaceholderGtk3
import CPlaceholderTestGtk3
import Foundation
import PlaceholderTestSupportGtk3
import PlaceholderTextView

/// The model runner's helpers: markup and settings through the wrapper, the
/// live objects behind a model view, and bookkeeping after buffer changes.
extension ModelRunner {
    /// Sets markup, which must be accepted exactly when `valid`, with a
    /// typed error and the previous placeholder kept otherwise.
    func setMarkup(_ view: Int, _ markup: String, valid: Bool) throws {
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
        model.attachWrapperIfNeeded(view)
        var settings = model.views[view].settings
        change(&settings)
        model.setSettings(view, settings)
    }

    /// The slot's Swift object, attaching a new one when the app dropped it.
    func wrapper(_ view: Int) -> PlaceholderTextView {
        if let wrapper = world.slots[view].wrapper { return wrapper }
        // The view is a live GtkTextView under a display: attaching cannot fail.
        let attached = try! PlaceholderTextView(attachingTo: world.slots[view].view)
        world.slots[view].wrapper = attached
        return attached
    }

    /// The slot's view as a widget.
    func widget(_ view: Int) -> UnsafeMutablePointer<GtkWidget> { world.slots[view].widget }
    /// The buffer the model says the slot shows.
    func buffer(_ view: Int) -> UnsafeMutablePointer<GtkTextBuffer> { world.buffers[model.views[view].bufferID]! }

    /// An iterator at character `offset` of the slot's buffer.
    func iterator(_ view: Int, _ offset: Int) -> GtkTextIter {
        var iter = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer(view), &iter, Int32(offset))
        return iter
    }

    /// Focuses the view for typing and puts the caret at `at` (modulo the
    /// length) when that is a cluster boundary (before an ASCII character
    /// or at the end), else at the end; returns the offset used.
    func keyboardCaret(_ view: Int, _ at: Int) -> Int {
        world.slots[view].ensureMapped()
        GtkHarness.setFocus(widget(view), true)
        model.views[view].focused = true
        let scalars = model.text(view)
        var offset = at % (scalars.count + 1)
        if offset < scalars.count && !scalars[offset].isASCII { offset = scalars.count }
        var iter = iterator(view, offset)
        gtk_text_buffer_place_cursor(buffer(view), &iter)
        return offset
    }

    /// Buffers no view shows: the app keeps the two newest.
    func trimOrphans() {
        while model.orphanIDs.count > 2 {
            let oldest = model.orphanIDs[0]
            model.buffers[oldest] = nil
            world.release(oldest)
        }
    }

    /// Gives the model a fresh view for slot `view`, as the world just did.
    func replaced(_ view: Int, fresh: Bool) {
        model.freshView(view, wrapper: fresh)
        world.adopt(world.slots[view].view.buffer, id: model.views[view].bufferID)
        trimOrphans()
    }
}

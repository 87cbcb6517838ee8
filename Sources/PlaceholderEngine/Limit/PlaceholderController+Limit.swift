import CPlaceholderGtkCalls
import PlaceholderCore
import PlaceholderGObject

extension PlaceholderController {
    /// The view's length against its limit now: followed only while a
    /// limit is set (0 of 0 without one, and 0 characters once the view is
    /// destroyed).
    package var count: TextCount {
        guard settings.limit.isSet else { return TextCount(length: 0, limit: 0) }
        let length = buffer.map { Int(ptv_gtk_text_buffer_get_char_count(OpaquePointer($0.buffer))) } ?? 0
        return settings.limit.count(characters: length, lines: lineCounter?.total ?? 0)
    }

    /// Limits the followed buffer's user edits as the settings say: a
    /// limiter exists only while a blocking limit is set, so that without
    /// one nothing is connected.
    func limitMayHaveChanged() {
        let limit = settings.limit
        buffer?.reportsEveryChange = limit.isSet
        lineCounterMayHaveChanged()
        guard viewIsAlive, limit.isSet, limit.mode == .block, let followed = buffer?.buffer else {
            limiter = nil
            if viewIsAlive { backend.watchDrops(false) }
            return countMayHaveChanged()
        }
        if let limiter, limiter.buffers(followed) {
            limiter.limit = limit
        } else {
            limiter = nil
            // A count handler run by the cut insertion may have destroyed
            // the view or lifted the limit by the time this is called.
            // The controller owns the limiter, which disconnects as it goes.
            limiter = InputLimiter(buffer: followed, limit: limit, lines: self) { [owner = OwnerReference(self)] in
                owner.object.editOwner
            } refused: { [owner = OwnerReference(self)] in
                owner { controller in
                    guard controller.viewIsAlive, controller.settings.limit.mode == .block,
                        controller.settings.limit.isSet
                    else { return }
                    controller.refusedInputs += 1
                    ptv_gtk_widget_error_bell(OpaquePointer(controller.view))
                }
            }
        }
        backend.watchDrops(limiter != nil)
        countMayHaveChanged()
    }

    /// Whose edit of the buffer is under way, as the limit sees it.
    var editOwner: UserEditOwner {
        switch backend.dropUnderWay {
        case .movingWithinThisView: return .movingWithinView
        case .intoThisView: return .thisViewsUser
        case .none: return viewHasFocus ? .thisViewsUser : .elsewhere
        }
    }

    /// Tells the observers and the app's handler when the count changed
    /// (followed only while a limit is set: a keystroke costs nothing more
    /// without one).
    func countMayHaveChanged() {
        let new = count
        guard new != lastCount else { return }
        let old = lastCount
        lastCount = new
        observerList?.notify { $0.placeholderCountChanged(from: old) }
        countHandler?(new)
        counterMayHaveChanged()
    }

    /// The built-in counter for the count now: nil unless the app asked for
    /// one, a limit is set and the view lives.
    package var counter: CounterDisplay? {
        guard viewIsAlive, isActive else { return nil }
        return CounterDisplay(count: lastCount, shown: settings.showsCounter)
    }

    /// Shows, updates or takes away the built-in counter when what it says
    /// (or whether it shows) changed.
    func counterMayHaveChanged() {
        let new = counter
        guard new != shownCounter, viewIsAlive else { return }
        shownCounter = new
        backend.showCounter(new)
    }
}

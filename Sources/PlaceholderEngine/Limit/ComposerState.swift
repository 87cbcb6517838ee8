import CPlaceholderGObject
import PlaceholderCore

/// What a composer needs of a view's controller (a limit, its counts, the
/// counter, the count and Return handlers), kept apart and made when the
/// app first uses one of them: a view with a placeholder alone does not
/// carry it.
final class ComposerState {
    /// Cuts user edits to a blocking limit, while one is set.
    var limiter: InputLimiter?
    /// Counts the displayed lines, while a line limit is set.
    var lineCounter: DisplayLineCounter?
    /// Counts the lines again after a width or font change, once GTK's
    /// layout has it.
    var lineRecount: DeferredCall?
    /// The count at the last check (0 of 0 while no limit is set).
    var lastCount = TextCount(length: 0, limit: 0)
    /// The counter the backend shows (nil: none).
    var shownCounter: CounterDisplay?
    /// The app's handler for count changes.
    var countHandler: GtkThreadHandler<TextCount>?
    /// How many user edits a limit cut or refused.
    var refusedInputs = 0
    /// The app's handler for a Return taken by the Return behaviour.
    var activateHandler: GtkThreadAction?
}

extension PlaceholderController {
    /// The composer's state, made at the first write of a value other than
    /// its default.
    private func composerState(writing changesDefault: Bool) -> ComposerState? {
        if composer == nil, changesDefault { composer = ComposerState() }
        return composer
    }

    /// Cuts user edits to a blocking limit, while one is set.
    var limiter: InputLimiter? {
        get { composer?.limiter }
        set { composerState(writing: newValue != nil)?.limiter = newValue }
    }
    /// Counts the displayed lines, while a line limit is set.
    var lineCounter: DisplayLineCounter? {
        get { composer?.lineCounter }
        set { composerState(writing: newValue != nil)?.lineCounter = newValue }
    }
    /// Counts the lines again after a width or font change, once GTK's
    /// layout has it.
    var lineRecount: DeferredCall {
        if let call = composer?.lineRecount { return call }
        let call = DeferredCall(priority: G_PRIORITY_DEFAULT_IDLE) { [owner = OwnerReference(self)] in
            owner.object.recountLines()
        }
        composerState(writing: true)?.lineRecount = call
        return call
    }
    /// The count at the last check (0 of 0 while no limit is set).
    var lastCount: TextCount {
        get { composer?.lastCount ?? TextCount(length: 0, limit: 0) }
        set { composerState(writing: newValue != TextCount(length: 0, limit: 0))?.lastCount = newValue }
    }
    /// The counter the backend shows (nil: none).
    package internal(set) var shownCounter: CounterDisplay? {
        get { composer?.shownCounter }
        set { composerState(writing: newValue != nil)?.shownCounter = newValue }
    }
    /// The app's handler for count changes: one per view, whichever face set it.
    package var countHandler: GtkThreadHandler<TextCount>? {
        get { composer?.countHandler }
        set { composerState(writing: newValue != nil)?.countHandler = newValue }
    }
    /// How many user edits a limit cut or refused (for tests).
    package internal(set) var refusedInputs: Int {
        get { composer?.refusedInputs ?? 0 }
        set { composerState(writing: newValue != 0)?.refusedInputs = newValue }
    }
    /// The app's handler for a Return taken by the Return behaviour: one
    /// per view, whichever face set it.
    package var activateHandler: GtkThreadAction? {
        get { composer?.activateHandler }
        set { composerState(writing: newValue != nil)?.activateHandler = newValue }
    }
}

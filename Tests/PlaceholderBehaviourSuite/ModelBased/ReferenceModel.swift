import PlaceholderCore

/// What one slot's view should be, by the documented rules alone.
struct ModelView: Equatable {
    /// The buffer the view shows (a key of `ReferenceModel.buffers`).
    var bufferID: Int
    /// The settings the app gave, as `PlaceholderTextView.settings` reports them.
    var settings = PlaceholderSettings()
    /// Whether a controller lives on the widget (a non-empty placeholder, a
    /// limit or a Return behaviour was set once); without one, settings live
    /// in the Swift object only.
    var hasController = false
    /// Whether the app holds a Swift object for the view.
    var hasWrapper: Bool
    /// Whether the view was last given focus (not taken away since): it
    /// has keyboard focus then, unless focus needs an active window and
    /// another slot's window was activated since (see `hasFocus`).
    var focused = false
    /// Whether an input method shows pre-edit text, as the controller saw it.
    var preedit = false
}

/// The reference model: buffers' texts, each view's settings, focus and
/// pre-edit, and the one rule that says when the placeholder shows.
struct ReferenceModel {
    /// Each buffer's text, as Unicode scalars (GTK's offsets count them).
    var buffers: [Int: [Unicode.Scalar]] = [:]
    /// The two slots' views.
    var views: [ModelView] = []
    /// What the clipboard holds.
    var clipboard = "clip"
    /// A deliberately wrong rule, to check that the test notices and shrinks.
    var plantedBug = false
    /// Whether a view has focus only while its window is the active one
    /// (`BehaviourHarness.focusNeedsActiveWindow`).
    var focusNeedsActiveWindow = false
    /// Whether the toolkit's entry hides its placeholder while focused, the
    /// rule `.matchingEntry` (the default) follows
    /// (`BehaviourHarness.entryHidesPlaceholderWhileFocused`).
    var entryHidesWhileFocused = false
    /// The slot whose window was activated last, if any.
    var activeWindow: Int?
    private var nextBufferID = 0

    /// Registers a new buffer holding `text` and returns its id.
    mutating func newBuffer(_ text: String = "") -> Int {
        nextBufferID += 1
        buffers[nextBufferID] = Array(text.unicodeScalars)
        return nextBufferID
    }

    /// Whether slot `index`'s placeholder must be visible now: there is a
    /// placeholder, the buffer is empty, no pre-edit text shows, and focus
    /// does not hide it.
    func expectsVisible(_ index: Int) -> Bool {
        let view = views[index]
        let hides = view.settings.focusBehavior.hidesWhileFocused(whereEntryHides: entryHidesWhileFocused)
        let hiddenByFocus = hides && hasFocus(index) && !plantedBug
        return !view.settings.content.isEmpty && buffers[view.bufferID]!.isEmpty && !view.preedit && !hiddenByFocus
    }

    /// Whether slot `index`'s view has keyboard focus now.
    func hasFocus(_ index: Int) -> Bool {
        views[index].focused && (!focusNeedsActiveWindow || activeWindow == index)
    }

    /// Slot `index`'s view is given focus (which activates its window) or
    /// has it taken away (its window stays as it was).
    mutating func focus(_ index: Int, _ focused: Bool) {
        views[index].focused = focused
        if focused { activeWindow = index }
    }

    /// The text of slot `index`'s buffer.
    func text(_ index: Int) -> [Unicode.Scalar] { buffers[views[index].bufferID]! }

    /// Replaces the text of slot `index`'s buffer.
    mutating func setText(_ index: Int, _ scalars: [Unicode.Scalar]) { buffers[views[index].bufferID] = scalars }

    /// Inserts `scalars` at `offset` of slot `index`'s buffer.
    mutating func insert(_ scalars: some Collection<Unicode.Scalar>, into index: Int, at offset: Int) {
        buffers[views[index].bufferID]!.insert(contentsOf: scalars, at: offset)
    }

    /// Applies new settings as the Swift object's setter does: the
    /// controller takes them if there is one, a non-empty placeholder
    /// creates one, otherwise the Swift object keeps them.
    mutating func setSettings(_ index: Int, _ settings: PlaceholderSettings) {
        attachWrapperIfNeeded(index)
        if !views[index].hasController && settings.needsTheView {
            views[index].hasController = true
            views[index].preedit = false  // connected just now: it has seen no pre-edit
        }
        views[index].settings = settings
    }

    /// The app drops its Swift object: settings without a controller go with it.
    mutating func dropWrapper(_ index: Int) {
        views[index].hasWrapper = false
        if !views[index].hasController { views[index].settings = PlaceholderSettings() }
    }

    /// Setters need a Swift object: attach one first if the app dropped it.
    mutating func attachWrapperIfNeeded(_ index: Int) {
        if !views[index].hasWrapper { views[index].hasWrapper = true }
    }

    /// Pre-edit text reaches the controller only if there is one.
    mutating func preedit(_ index: Int, active: Bool) {
        if views[index].hasController { views[index].preedit = active }
    }

    /// A fresh view in slot `index`, with its own new, empty buffer.
    mutating func freshView(_ index: Int, wrapper: Bool) {
        let view = ModelView(bufferID: newBuffer(), hasWrapper: wrapper)
        if index < views.count { views[index] = view } else { views.append(view) }
    }

    /// How many characters a user edit typed into slot `index` may insert
    /// now: every view showing the same buffer with a blocking limit and
    /// the keyboard focus cuts it (GTK 3 keeps a focused view in each
    /// window); nil when none does.
    func allowance(_ index: Int) -> Int? {
        let length = text(index).count
        let limits = views.indices.filter { views[$0].bufferID == views[index].bufferID && hasFocus($0) }
            .map { views[$0].settings.limit }.filter { $0.isSet && $0.mode == .block }
        return limits.map { $0.charactersFitting(Int.max / 2, into: length) }.min()
    }

    /// Whether Return in slot `index` is taken by its Return behaviour
    /// (pre-edit text, as the controller saw it, leaves it to the view).
    func takesReturn(_ index: Int) -> Bool {
        views[index].settings.returnBehavior != .newline && !views[index].preedit
    }

    /// Buffers no view shows, oldest first.
    var orphanIDs: [Int] {
        let shown = Set(views.map(\.bufferID))
        return buffers.keys.filter { !shown.contains($0) }.sorted()
    }
}

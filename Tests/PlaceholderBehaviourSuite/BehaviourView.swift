import PlaceholderCore
import PlaceholderTestImaging

/// One text view under test, wrapped by a `PlaceholderTextView` or bare,
/// in its own window (shown unless the scenario shows it later).
@MainActor
public protocol BehaviourView: AnyObject {
    /// The object under test; nil for a bare view or once dropped.
    var facade: (any PlaceholderFacade)? { get set }
    /// The `GtkTextView`, as a GObject (for signal counters and probes).
    var object: UnsafeMutableRawPointer { get }
    /// The view's `GtkTextBuffer`, as a GObject.
    var buffer: UnsafeMutableRawPointer { get }
    /// `gtk_text_view_set_buffer`.
    func setBuffer(_ buffer: UnsafeMutableRawPointer)
    /// The view's layout options; setting applies what changed.
    var geometry: ViewGeometry { get set }
    /// The buffer's whole text.
    var text: String { get }
    /// Replaces the buffer's text (`gtk_text_buffer_set_text`).
    func setText(_ text: String)
    /// Inserts at the end (`gtk_text_buffer_insert`).
    func insertAtEnd(_ text: String)
    /// Deletes the whole text (`gtk_text_buffer_delete`).
    func deleteAll()
    /// Inserts `text` at character `offset` (`gtk_text_buffer_insert`).
    func insert(_ text: String, atOffset offset: Int)
    /// Deletes the characters from offset `start` to `end`
    /// (`gtk_text_buffer_delete`).
    func delete(from start: Int, to end: Int)
    /// Puts the caret at character `offset` (`gtk_text_buffer_place_cursor`).
    func placeCaret(atOffset offset: Int)
    /// Selects the characters from offset `start` to `end`.
    func select(from start: Int, to end: Int)
    /// Where character `offset` is drawn, in the view's coordinates: its
    /// leading edge, halfway down its line.
    func location(ofOffset offset: Int) -> (x: Double, y: Double)
    /// Moves the pointer to (`x`, `y`) in the view's coordinates, through
    /// the X server (GTK starts and ends a drag on real pointer events only).
    func movePointer(x: Double, y: Double)
    /// Presses or releases the primary button where the pointer is.
    func primaryButton(pressed: Bool)
    /// What an app can observe of the buffer.
    var bufferState: BufferState { get }
    /// Shows the window of a view made unshown.
    func show()
    /// Hides or shows the window again.
    func setWindowVisible(_ visible: Bool)
    /// Whether the view is mapped.
    var isMapped: Bool { get }
    /// Whether the view is realized.
    var isRealized: Bool { get }
    /// Puts a view made unshown into a window that is never shown.
    func packIntoHiddenWindow()
    /// Lets GTK apply what is pending (styles, layout, painting).
    func settle()
    /// The view's pixels now, at `scale` device pixels per pixel.
    func render(scale: Int) -> Raster
    /// The view's pixels at scale 1 once its window has taken any size it
    /// was asked for and two renders in a row agree; nil if that never
    /// happens.
    func stableRender() -> Raster?
    /// Replaces the declarations of the view's own style sheet, one for
    /// the view alone at the application's priority ("" for none).
    func setOwnStyle(_ declarations: String)
    /// The scale factor of the view's window.
    var scaleFactor: Int { get }
    /// The view's allocated width and height.
    var allocatedSize: (width: Int32, height: Int32) { get }
    /// The view's minimum and natural width, then height.
    var measuredSizes: [Int32] { get }
    /// Queues a resize and lets it apply.
    func queueResize()
    /// The app's size request (-1: none).
    var sizeRequest: (width: Int32, height: Int32) { get }
    /// `gtk_widget_set_size_request`.
    func setSizeRequest(width: Int32, height: Int32)
    /// Asks the window for a new size.
    func resizeWindow(width: Int32, height: Int32)
    /// Gives the view keyboard focus.
    func focus()
    /// Takes keyboard focus away.
    func unfocus()
    /// Whether the view has keyboard focus.
    var hasFocus: Bool { get }
    /// Whether the view is its window's focus widget.
    var isWindowFocus: Bool { get }
    /// Types `text` through key events.
    func type(_ text: String)
    /// Presses and releases `key` with `modifiers`.
    func press(_ key: BehaviourKey, _ modifiers: BehaviourModifiers)
    /// Presses and releases `key` with `modifiers` and returns as soon as
    /// GTK has handled the key, with no fixed wait (for long runs of keys);
    /// false if that did not happen within two seconds.
    func pressPromptly(_ key: BehaviourKey, _ modifiers: BehaviourModifiers) -> Bool
    /// Starts composing "é" through the input method (pre-edit shown).
    func startComposingEAcute()
    /// Finishes the composition started by `startComposingEAcute`.
    func finishComposingEAcute()
    /// Emits `preedit-changed` with `text`, as an input method does.
    func emitPreeditChanged(_ text: String)
    /// Puts `text` on the clipboard.
    func setClipboard(_ text: String)
    /// The colour GTK draws the view's typed text in.
    var textColor: PlaceholderColor { get }
    /// How many times GTK composites the placeholder's drawing (twice for
    /// text-view overlays on GTK 4.8 to 4.13, else once).
    var placeholderCopies: Int { get }
    /// The caret's rectangle at the start of the buffer, in the view's
    /// widget coordinates; its bottom is the first row below the caret.
    var caretAtStart: PixelBox { get }
    /// Starts watching for a redraw of the view; the closure says whether
    /// one was queued since. A toolkit whose renders show stale pixels
    /// when no redraw was queued (GTK 4) answers true: the pixels check it.
    func watchForRedraw() -> () -> Bool
    /// nil if assistive technologies read `expected` as the view's
    /// placeholder (nil: no placeholder), else what is wrong.
    func accessiblePlaceholderMismatch(_ expected: String?) -> String?
    /// Why assistive technologies are not told `expected` of the built-in
    /// counter (nil: no counter is told), or nil when they are.
    func accessibleCounterMismatch(_ expected: String?) -> String?
    /// The theme's error colour where the view's counter shows, as the
    /// toolkit reads it.
    var themeErrorColor: PlaceholderColor { get }
    /// A new `PlaceholderTextView(attachingTo:)` on this view (not kept).
    func attachFacade() throws -> any PlaceholderFacade
    /// Lets go of this object's own reference to the view now.
    func dropOwnReference()
    /// What the placeholder adds to the view: GTK 3, handlers of its
    /// `draw` signal; GTK 4, widgets inside it and the drawing from inside
    /// its own.
    var placeholderLayerCount: Int { get }
    /// Destroys the view itself, as the toolkit does when an app lets go of
    /// it (GTK 3: `gtk_widget_destroy`; GTK 4: taken out of its parent and
    /// disposed), and drops the object under test; this object's own
    /// reference keeps the memory until it goes.
    func destroyView()
    /// Destroys the window and what it holds; safe to call twice.
    func destroy()
    /// Whether the placeholder had to be ellipsized to fit (an internal
    /// reach of the harness).
    var placeholderIsEllipsized: Bool { get }
    /// How many user edits a length limit cut or refused, each with the
    /// error bell (an internal reach of the harness).
    var refusedInputCount: Int { get }
    /// Starts watching the placeholder state the widget holds; the closure
    /// says whether it still exists (an internal reach of the harness).
    func watchPlaceholderState() -> () -> Bool
}

/// Conveniences over every toolkit's view.
public extension BehaviourView {
    /// The view's pixels at scale 1.
    func render() -> Raster { render(scale: 1) }
    /// Presses `key` with no modifier.
    func press(_ key: BehaviourKey) { press(key, []) }
    /// The view's background colour (its bottom-right pixel).
    func background(_ raster: Raster) -> Pixel { raster[raster.width - 1, raster.height - 1] }
    /// How many pixels differ from the background.
    func inkCount() -> Int {
        let raster = render()
        return raster.inkCount(background: background(raster))
    }
    /// The box around everything drawn on the background.
    func inkBox() -> PixelBox? {
        let raster = render()
        return raster.inkBox(background: background(raster))
    }
}

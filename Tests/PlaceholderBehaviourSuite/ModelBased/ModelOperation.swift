import PlaceholderCore

/// One step of the model-based test, applied both to real views and to the
/// reference model. Every operation is meaningful in any state: offsets are
/// taken modulo the text's length when applied, and an operation that does
/// not apply (deleting from an empty buffer, mutating an orphan buffer when
/// there is none) does nothing to either side, so any sub-list of a run can
/// be replayed while shrinking. `view` is a slot index (0 or 1).
///
/// There are no undo/redo operations: GTK 3's `GtkTextBuffer` has no undo
/// stack (it arrived in GTK 4), and its `GtkTextView` binds no undo keys;
/// the same operations run on both toolkits.
enum ModelOperation: Equatable, Sendable {
    /// `gtk_text_buffer_insert` at a character offset.
    case insert(view: Int, at: Int, text: String)
    /// `gtk_text_buffer_delete` of `count` characters from an offset.
    case delete(view: Int, at: Int, count: Int)
    /// `gtk_text_buffer_set_text`.
    case setText(view: Int, text: String)
    /// Key presses (ASCII, Return for "\n") with the caret at an offset; focuses first.
    case type(view: Int, at: Int, text: String)
    /// BackSpace with the caret at an offset (after an ASCII character only).
    case backspace(view: Int, at: Int)
    /// `dead_acute` then a vowel through the real input method: pre-edit
    /// text while the dead key waits, then the composed letter.
    case compose(view: Int, at: Int, vowel: String)
    /// Ctrl+V with the caret at an offset, after putting `clip` on the
    /// clipboard (nil: whatever the clipboard holds, such as a cut).
    case paste(view: Int, at: Int, clip: String?)
    /// Ctrl+A then Ctrl+X.
    case cutAll(view: Int)
    /// Gives the view keyboard focus or takes it away (`BehaviourView.focus`).
    case focus(view: Int, focused: Bool)
    /// The view's `preedit-changed` signal with `text`, as an input method emits it.
    case preedit(view: Int, text: String)
    /// `placeholder = text` (plain text; "" removes the placeholder).
    case setPlaceholder(view: Int, text: String)
    /// `setPlaceholderMarkup`; `valid` says whether it must be accepted.
    case setMarkup(view: Int, markup: String, valid: Bool)
    /// `focusBehavior`.
    case setFocusBehavior(view: Int, behavior: PlaceholderFocusBehavior)
    /// `color`: nil for the theme's, else an opaque RGB triple.
    case setColor(view: Int, rgb: [Double]?)
    /// `verticalPlacement`.
    case setCentered(view: Int, centered: Bool)
    /// `requestsNaturalHeight`.
    case setNaturalHeight(view: Int, on: Bool)
    /// `limit`: `maxLength` characters and `maxLines` lines as displayed
    /// (0: none), blocking or warning; `counter` is `showsCounter`.
    case setLimit(view: Int, maxLength: Int, maxLines: Int, warn: Bool, counter: Bool)
    /// `returnBehavior`: Return activates the (absent) default widget, or
    /// is a new line. (Moving the focus is left out: where it goes depends
    /// on the window, not on the rules modelled here.)
    case setReturn(view: Int, activatesDefault: Bool)
    /// Replaces the view's own style declarations (fonts, padding, border).
    case setCSS(view: Int, css: String)
    /// The four `GtkTextView` margins.
    case setMargins(view: Int, left: Int32, right: Int32, top: Int32, bottom: Int32)
    /// `gtk_text_view_set_justification`.
    case setJustification(view: Int, justification: ViewGeometry.Justification)
    /// `gtk_text_view_set_wrap_mode`.
    case setWrap(view: Int, wrap: ViewGeometry.Wrap)
    /// `gtk_widget_set_direction`.
    case setDirection(view: Int, rightToLeft: Bool)
    /// Asks the view's window for a new size (applied by the main loop later).
    case resize(view: Int, width: Int32, height: Int32)
    /// `gtk_text_view_set_buffer` with a new buffer holding `text`; the app keeps the old one.
    case replaceBuffer(view: Int, text: String)
    /// Gives view `to` the buffer of view `from`.
    case shareBuffer(from: Int, to: Int)
    /// Sets the text of the newest buffer no view shows any more.
    case mutateOrphanBuffer(text: String)
    /// Drops the slot's Swift object; the widget keeps its placeholder.
    case dropWrapper(view: Int)
    /// Attaches a new Swift object with `PlaceholderTextView(attachingTo:)`.
    case reattach(view: Int)
    /// Destroys the text view alone (its window stays); a fresh view takes
    /// its place, with a Swift object or without.
    case destroyView(view: Int, freshWrapper: Bool)
    /// Destroys the view's whole window; a fresh window and view follow.
    case destroyWindow(view: Int, freshWrapper: Bool)
    /// Runs the main loop until idle: redraws, size allocation, idles.
    case pump
    /// Compares the view's pixels with and without its placeholder.
    case checkPixels(view: Int)
}

extension ModelOperation {
    /// The slot the operation acts on, if one (a switch, not reflection:
    /// a new case must say whether it has one).
    var slot: Int? {
        switch self {
        case .insert(let view, _, _), .delete(let view, _, _), .setText(let view, _), .type(let view, _, _),
            .backspace(let view, _), .compose(let view, _, _), .paste(let view, _, _), .cutAll(let view),
            .focus(let view, _), .preedit(let view, _), .setPlaceholder(let view, _), .setMarkup(let view, _, _),
            .setFocusBehavior(let view, _), .setColor(let view, _), .setCentered(let view, _),
            .setNaturalHeight(let view, _), .setLimit(let view, _, _, _, _), .setReturn(let view, _),
            .setCSS(let view, _), .setMargins(let view, _, _, _, _), .setJustification(let view, _),
            .setWrap(let view, _), .setDirection(let view, _), .resize(let view, _, _),
            .replaceBuffer(let view, _), .dropWrapper(let view), .reattach(let view),
            .destroyView(let view, _), .destroyWindow(let view, _), .checkPixels(let view):
            return view
        case .shareBuffer(_, let to): return to
        case .mutateOrphanBuffer, .pump: return nil
        }
    }
}

import CPlaceholderGObject
import CPlaceholderGtkCalls
import PlaceholderCore
import PlaceholderGObject

/// Whose edit of a limited view's buffer is under way.
enum UserEditOwner {
    /// This view's user's: typed, pasted, committed or dropped into it.
    case thisViewsUser
    /// This view's user's, moving text within the view by drag-and-drop.
    case movingWithinView
    /// Somebody else's: another view's user, or the app.
    case elsewhere
}

/// Cuts the user's own edits of one buffer to a `TextLimit`, for one view:
/// to its characters, and to its lines as the view will display them (the
/// line limit's judge is `lines`).
///
/// GtkTextView wraps every user edit (a keystroke, a paste, a drop, an
/// input method's commit) in `begin-user-action` / `end-user-action` and
/// inserts it through `insert-text`; code's `gtk_text_buffer_set_text` and
/// `gtk_text_buffer_insert` are not wrapped. So an insertion is limited only
/// inside a user action, and never while the buffer undoes or redoes (which
/// must give back exactly what was there). A cut insertion is stopped and
/// its first characters that fit are inserted in its place, so GTK's undo
/// history and every other handler see what really went in.
///
/// Only edits made while the view has the keyboard focus, and text dropped
/// onto it, are its user's: when views share a buffer, what is typed into
/// another view is that view's business (cut by its own limit, if any), and
/// an app's own interactive insertion while the user is elsewhere is not
/// cut either. Text moved by drag-and-drop within the view is not cut: GTK
/// deletes it where it was right after, and a cut would lose the rest.
final class InputLimiter {
    /// The buffer limited (referenced while the limiter lives).
    private let buffer: gpointer
    /// Whose edit the one under way is.
    private let owner: () -> UserEditOwner
    /// The limit in force.
    var limit: TextLimit
    /// Called when input was cut or refused.
    private let refused: () -> Void
    /// Tells what fits a line limit (`insertionFits`): the controller that
    /// owns this limiter.
    private let controller: OwnerReference<PlaceholderController>
    fileprivate var lines: PlaceholderController? { controller.object }
    private var connections: [SignalConnection] = []
    /// Nesting of `begin-user-action`.
    private var userActionDepth = 0
    /// Nesting of `undo` and `redo`.
    private var replayDepth = 0
    /// Set while the part that fits is inserted in place of the whole.
    private var isReinserting = false

    /// Starts limiting the user's edits of `buffer` in `view` to `limit`.
    init(
        buffer: gpointer, limit: TextLimit, lines: PlaceholderController,
        owner: @escaping () -> UserEditOwner, refused: @escaping () -> Void
    ) {
        self.buffer = buffer
        self.owner = owner
        self.limit = limit
        controller = OwnerReference(lines)
        self.refused = refused
        g_object_ref(buffer)
        let depth: [(String, Int)] = [("begin-user-action", 1), ("end-user-action", -1)]
        for (signal, step) in depth {
            // Never below 0: a limiter made inside a user action (by a
            // handler of the edit) sees only its end.
            connections.append(SignalConnection.connect(buffer, signal) { [owner = OwnerReference(self)] in
                owner { $0.userActionDepth = max(0, $0.userActionDepth + step) }
            })
        }
        // GTK 4's buffers and GtkSourceView's undo and redo through signals.
        let type = buffer.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
        for signal in ["undo", "redo"] where g_signal_lookup(signal, type) != 0 {
            for (after, step) in [(false, 1), (true, -1)] {
                connections.append(
                    SignalConnection.connect(buffer, signal, after: after) { [owner = OwnerReference(self)] in
                        owner { $0.replayDepth = max(0, $0.replayDepth + step) }
                    })
            }
        }
        // `insert-text` passes an iterator, the text and its length: a
        // handler of its own shape, with the limiter (not retained: the
        // handler goes in deinit) as its data.
        connections.append(SignalConnection(
            connecting: "insert-text", of: buffer, to: unsafeBitCast(insertTextThunk, to: GCallback.self),
            data: Unmanaged.passUnretained(self).toOpaque()))
    }

    deinit {
        onGtkThread {
            connections.forEach { $0.disconnect() }
            g_object_unref(buffer)
        }
    }

    /// Whether this limiter limits `candidate`.
    func buffers(_ candidate: gpointer) -> Bool { candidate == buffer }

    /// Whether this view's user made the edit under way, to be cut.
    private var isInCharge: Bool { owner() == .thisViewsUser }

    /// `insert-text`, before GTK inserts: lets the insertion through, or
    /// stops it and inserts the part that fits instead.
    fileprivate func inserting(_ text: UnsafePointer<CChar>, length: Int32, at iter: UnsafeMutableRawPointer) {
        guard userActionDepth > 0, replayDepth == 0, !isReinserting else { return }
        // What fits first (an insertion that fits, whoever made it, needs
        // nothing more: a keystroke costs this count), then whose edit it is.
        let count = Int(g_utf8_strlen(text, gssize(length)))
        let current = Int(ptv_gtk_text_buffer_get_char_count(OpaquePointer(buffer)))
        var fitting = limit.charactersFitting(count, into: current)
        // A line limit lays the paragraph out: only for this view's user.
        if limit.maxLines > 0, let lines, isInCharge {
            fitting = linesFitting(text, length: length, upTo: fitting, at: iter.assumingMemoryBound(to: PtvGtkTextIter.self), lines)
        }
        guard fitting < count, isInCharge else { return }
        g_signal_stop_emission_by_name(buffer, "insert-text")
        if fitting > 0 {
            let end = UnsafeRawPointer(g_utf8_offset_to_pointer(text, glong(fitting))!)
            isReinserting = true
            ptv_gtk_text_buffer_insert(
                OpaquePointer(buffer), iter.assumingMemoryBound(to: PtvGtkTextIter.self), text,
                Int32(end - UnsafeRawPointer(text)))
            isReinserting = false
        }
        refused()
    }
}

extension InputLimiter {
    /// The most of the first `limit` characters of `text` that keep the
    /// text within the line limit, inserted at `iter`: all of them when
    /// they fit (one paragraph laid out), else found by bisection over the
    /// boundaries of user-perceived characters.
    fileprivate func linesFitting(
        _ text: UnsafePointer<CChar>, length: Int32, upTo limit: Int, at iter: UnsafePointer<PtvGtkTextIter>,
        _ judge: PlaceholderController
    ) -> Int {
        // Code points, as the limit and GtkTextBuffer count characters.
        let characters = Array(
            String(decoding: UnsafeRawBufferPointer(start: text, count: Int(length)), as: UTF8.self).unicodeScalars)
        let paragraph = ptv_gtk_text_iter_get_line(iter)
        let offset = Int(ptv_gtk_text_iter_get_line_offset(iter))
        let fits = { (count: Int) in
            var prefix = String.UnicodeScalarView()
            prefix.append(contentsOf: characters.prefix(count))
            return judge.insertionFits(String(prefix), paragraph: paragraph, offset: offset, limit: self.limit)
        }
        let most = min(limit, characters.count)
        guard !fits(most) else { return most }
        // Cut between characters as the user sees them, never inside an
        // emoji sequence or before a combining mark.
        var boundaries = [0]
        var scalarsSoFar = 0
        for character in String(String.UnicodeScalarView(characters)) {
            scalarsSoFar += character.unicodeScalars.count
            if scalarsSoFar < most { boundaries.append(scalarsSoFar) }
        }
        var (low, high) = (0, boundaries.count)  // fits(boundaries[low]) is assumed; `high` is past the end
        while high - low > 1 {
            let middle = (low + high) / 2
            if fits(boundaries[middle]) { low = middle } else { high = middle }
        }
        return boundaries[low]
    }
}

/// `insert-text`'s C handler: `(buffer, iter, text, length, limiter)`,
/// called on the thread running GTK.
private let insertTextThunk: @convention(c) (
    gpointer?, UnsafeMutableRawPointer?, UnsafePointer<CChar>?, gint, gpointer?
) -> Void = { _, iter, text, length, data in
    guard let iter, let text, let data else { return }
    let limiter = Unmanaged<InputLimiter>.fromOpaque(data).takeUnretainedValue()
    // Pointers are not Sendable; carry them across as addresses.
    let addresses = (UInt(bitPattern: iter), UInt(bitPattern: text))
    onGtkThread {
        // The insertion of what fits runs the app's handlers, which may drop
        // the controller's other references: it is kept until this returns.
        let controller = limiter.lines
        withExtendedLifetime(controller) {
            limiter.inserting(
                UnsafePointer(bitPattern: addresses.1)!, length: length, at: UnsafeMutableRawPointer(bitPattern: addresses.0)!)
        }
    }
}

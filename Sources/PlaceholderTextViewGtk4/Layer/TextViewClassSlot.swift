import CPlaceholderGtk4

/// One function slot of the class struct of `GtkTextView` and its
/// subclasses (`snapshot_layer`, `css_changed`), taken over in the class of
/// each view the placeholder is drawn in: the slot then holds `wrapper`,
/// which calls the function it replaced first. No subclass is made and no
/// instance changes: a class's slot is a pointer GTK reads at each call
/// (`GTK_TEXT_VIEW_GET_CLASS (view)->snapshot_layer`), and a subclass chains
/// up by reading its parent class's slot.
///
/// The wrapper is one function for every class, so each call works out
/// which replaced function is next: the one of the view's class on the
/// outermost call; on a call that comes back for the same view while the
/// replaced function runs (it chained up), the one of the parent of the
/// class that defined that function. A subclass made after its parent's
/// slot was taken over inherits `wrapper`, and so the parent's function.
final class TextViewClassSlot: @unchecked Sendable {
    /// Where the function pointer is in the class struct.
    private let offset: Int
    /// The function put in the slot.
    private let wrapper: UnsafeRawPointer
    /// The functions replaced, by class (nil: the slot was empty).
    private var replaced: [UnsafeMutableRawPointer: UnsafeRawPointer?] = [:]
    /// The calls under way: the instance, the class whose function is
    /// running and that function.
    private var calls: [(instance: UnsafeMutableRawPointer, owner: UnsafeMutableRawPointer, function: UnsafeRawPointer?)] = []

    /// A slot at `offset` in the class struct, to hold `wrapper`.
    init(offset: Int, wrapper: UnsafeRawPointer) {
        self.offset = offset
        self.wrapper = wrapper
    }

    /// Puts the wrapper into the slot of `instance`'s class, once.
    func takeOver(classOf instance: UnsafeMutableRawPointer) {
        let klass = Self.classOf(instance)
        guard replaced[klass] == nil else { return }
        let current = slot(klass).pointee
        if current == wrapper { return }  // inherited from a class taken over before
        replaced[klass] = .some(current)
        slot(klass).pointee = wrapper
    }

    /// How many calls of the wrapper are under way (1 inside the outermost).
    var depth: Int { calls.count }

    /// Starts a call of the wrapper for `instance`: the replaced function to
    /// call now, if any. Each `enter` is followed by one `leave`.
    func enter(_ instance: UnsafeMutableRawPointer) -> UnsafeRawPointer? {
        var start = Self.classOf(instance)
        if let running = calls.last, running.instance == instance, let function = running.function {
            // A chain-up from `function`: to the parent of its defining class.
            var definer = running.owner
            while let parent = parentOf(definer), effective(parent) == function { definer = parent }
            start = parentOf(definer) ?? definer
        }
        let (owner, function) = resolve(from: start)
        calls.append((instance, owner, function))
        return function
    }

    /// Ends the call `enter` started.
    func leave() { calls.removeLast() }

    /// The class whose replaced function a call through `klass`'s slot
    /// runs, and that function.
    private func resolve(from klass: UnsafeMutableRawPointer) -> (UnsafeMutableRawPointer, UnsafeRawPointer?) {
        var current = klass
        while true {
            if let function = replaced[current] { return (current, function) }
            let held = slot(current).pointee
            if held != wrapper { return (current, held) }
            guard let parent = parentOf(current) else { return (current, nil) }
            current = parent
        }
    }

    /// The function a call through `klass`'s slot ends up running.
    private func effective(_ klass: UnsafeMutableRawPointer) -> UnsafeRawPointer? { resolve(from: klass).1 }

    /// The slot in `klass`'s struct.
    private func slot(_ klass: UnsafeMutableRawPointer) -> UnsafeMutablePointer<UnsafeRawPointer?> {
        (klass + offset).assumingMemoryBound(to: UnsafeRawPointer?.self)
    }

    /// The parent class, up to `GtkTextView`'s (whose parent has no such slot).
    private func parentOf(_ klass: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
        guard klass.assumingMemoryBound(to: GTypeClass.self).pointee.g_type != gtk_text_view_get_type() else { return nil }
        return g_type_class_peek_parent(klass)
    }

    /// The class struct of a GObject instance.
    private static func classOf(_ instance: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(instance.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class!)
    }
}

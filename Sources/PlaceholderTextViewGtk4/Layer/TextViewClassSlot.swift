import CPlaceholderGtk4

/// One function slot of the class struct of `GtkTextView` and its
/// subclasses (`snapshot_layer`, `css_changed`, `measure`), taken over in the class of
/// each view the placeholder is drawn in: the slot then holds `wrapper`,
/// which calls the function it replaced first. No subclass is made and no
/// instance changes: a class's slot is a pointer GTK reads at each call
/// (`GTK_TEXT_VIEW_GET_CLASS (view)->snapshot_layer`), and a subclass chains
/// up by reading its parent class's slot.
///
/// The wrapper is one function for every class, so each call works out
/// which replaced function is next. GTK's own call comes through the
/// view's class, when that class's slot holds the wrapper. Any other call
/// is a chain-up from a function that is running (one the wrapper called
/// for the same view, or the view's class's own function, which GTK called
/// directly): it came through the slot of the nearest class above that
/// function's defining class whose slot holds the wrapper. A class's slot
/// holds the wrapper when it was taken over, or when the class was made
/// after its parent's was and inherited it. A slot can be taken for good
/// (`takeOver`) or lent while views need it (`use`, `release`): given back,
/// it holds its own function again, which GTK then calls directly.
///
/// GTK calls class functions on its own thread only: the state is not
/// locked.
final class TextViewClassSlot: @unchecked Sendable {
    /// Where the function pointer is in the class struct.
    private let offset: Int
    /// The function put in the slot.
    private let wrapper: UnsafeRawPointer
    /// What the slot knows and the calls under way. It is held through a
    /// pointer, not in stored properties, so that the calls GTK makes at
    /// every frame pay no dynamic exclusivity check; the slots live as
    /// long as the process, and so does this.
    private let state = UnsafeMutablePointer<State>.allocate(capacity: 1)

    /// What a slot knows, and the calls of its wrapper under way.
    private struct State {
        /// The functions replaced, by class (nil: the slot was empty).
        var replaced: [UnsafeMutableRawPointer: UnsafeRawPointer?] = [:]
        /// The calls under way: the instance, the class whose function is
        /// running and that function.
        var calls: [(instance: UnsafeMutableRawPointer, owner: UnsafeMutableRawPointer, function: UnsafeRawPointer?)] = []
        /// The class of GTK's last own call and its original function: a
        /// view's frames call the slot twice each, for the same class, and
        /// looking the class up costs more than the rest of the call.
        var lastOwnCall: (klass: UnsafeMutableRawPointer, function: UnsafeRawPointer?)?
        /// The views that need the wrapper, by class (`use`, `release`).
        var users: [UnsafeMutableRawPointer: Int] = [:]
    }

    /// A slot at `offset` in the class struct, to hold `wrapper`.
    init(offset: Int, wrapper: UnsafeRawPointer) {
        self.offset = offset
        self.wrapper = wrapper
        state.initialize(to: State())
    }

    /// Puts the wrapper into the slot of `instance`'s class, for good.
    func takeOver(classOf instance: UnsafeMutableRawPointer) { takeOver(Self.classOf(instance)) }

    /// Counts one more view of `klass` that needs the wrapper, and puts it
    /// into the class's slot if it is the first.
    func use(_ klass: UnsafeMutableRawPointer) {
        state.pointee.users[klass, default: 0] += 1
        if state.pointee.users[klass] == 1 { takeOver(klass) }
    }

    /// Counts one view of `klass` fewer that needs the wrapper (`use` came
    /// first), and gives the class's slot back its own function after the
    /// last: GTK then calls that function directly, or skips the call where
    /// the slot is empty.
    func release(_ klass: UnsafeMutableRawPointer) {
        guard let count = state.pointee.users[klass] else { return }
        guard count == 1 else { return state.pointee.users[klass] = count - 1 }
        state.pointee.users[klass] = nil
        guard let replaced = state.pointee.replaced[klass] else { return }
        // A slot something else has written since keeps what it holds; the
        // next `use` takes it over again either way.
        if slot(klass).pointee == wrapper {
            slot(klass).pointee = replaced
            giveBackInherited(below: klass)
        }
        state.pointee.replaced[klass] = nil
        state.pointee.lastOwnCall = nil
    }

    /// Gives the subclasses of `klass` that inherited the wrapper from it
    /// (made while it was taken over, and not taken over themselves) what
    /// they inherit now, so that GTK calls their function directly too.
    private func giveBackInherited(below klass: UnsafeMutableRawPointer) {
        var count: guint = 0
        guard let children = g_type_children(klass.assumingMemoryBound(to: GTypeClass.self).pointee.g_type, &count)
        else { return }
        defer { g_free(children) }
        for index in 0..<Int(count) {
            // A class not made yet inherits its parent's slot when it is.
            guard let child = g_type_class_peek(children[index]) else { continue }
            guard state.pointee.replaced[child] == nil, slot(child).pointee == wrapper else { continue }
            slot(child).pointee = slot(klass).pointee
            giveBackInherited(below: child)
        }
    }

    /// Puts the wrapper into `klass`'s slot, unless it is there and known.
    /// A slot that inherited the wrapper from a class taken over before
    /// keeps it, and what it would hold without it (its parent's original)
    /// is kept as its own, to be given back.
    private func takeOver(_ klass: UnsafeMutableRawPointer) {
        guard state.pointee.replaced[klass] == nil else { return }
        state.pointee.replaced[klass] = .some(original(klass))
        slot(klass).pointee = wrapper
        state.pointee.lastOwnCall = nil
    }

    /// Starts a call of the wrapper for `instance`: the replaced function to
    /// call now, if any, and whether this is GTK's own call for the view
    /// (not a chain-up). Each `enter` is followed by one `leave`.
    func enter(_ instance: UnsafeMutableRawPointer) -> (function: UnsafeRawPointer?, outermost: Bool) {
        let klass = Self.classOf(instance)
        if state.pointee.calls.isEmpty, let last = state.pointee.lastOwnCall, last.klass == klass, slot(klass).pointee == wrapper {
            state.pointee.calls.append((instance, klass, last.function))
            return (last.function, true)
        }
        let caller: (owner: UnsafeMutableRawPointer, function: UnsafeRawPointer?)?
        if let running = state.pointee.calls.last(where: { $0.instance == instance }) {
            caller = (running.owner, running.function)
        } else if slot(klass).pointee != wrapper {
            caller = (klass, slot(klass).pointee)
        } else {
            caller = nil
        }
        var owner = klass, function = original(klass)
        if let caller {
            // Through the nearest slot holding the wrapper above the class
            // that defined the calling function (none: call nothing).
            var definer = caller.owner
            while let parent = parentOf(definer), original(parent) == caller.function { definer = parent }
            var above = parentOf(definer)
            while let current = above, slot(current).pointee != wrapper { above = parentOf(current) }
            owner = above ?? definer
            function = above.flatMap { original($0) }
        }
        state.pointee.calls.append((instance, owner, function))
        if caller == nil, state.pointee.calls.count == 1 { state.pointee.lastOwnCall = (klass, function) }
        return (function, caller == nil)
    }

    /// Ends the call `enter` started.
    func leave() { state.pointee.calls.removeLast() }

    /// The function `klass`'s slot held before it was taken over: the one
    /// replaced, the one it holds, or for a slot that inherited the wrapper,
    /// its parent's.
    private func original(_ klass: UnsafeMutableRawPointer) -> UnsafeRawPointer? {
        var current = klass
        while true {
            if let function = state.pointee.replaced[current] { return function }
            let held = slot(current).pointee
            if held != wrapper { return held }
            guard let parent = parentOf(current) else { return nil }
            current = parent
        }
    }

    /// The slot in `klass`'s struct.
    private func slot(_ klass: UnsafeMutableRawPointer) -> UnsafeMutablePointer<UnsafeRawPointer?> {
        (klass + offset).assumingMemoryBound(to: UnsafeRawPointer?.self)
    }

    /// The parent class, up to `GtkTextView`'s (above which no slot is
    /// taken over: GtkTextView's own function is where chain-ups end).
    private func parentOf(_ klass: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
        guard klass.assumingMemoryBound(to: GTypeClass.self).pointee.g_type != gtk_text_view_get_type() else { return nil }
        return g_type_class_peek_parent(klass)
    }

    /// The class struct of a GObject instance.
    static func classOf(_ instance: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(instance.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class!)
    }
}

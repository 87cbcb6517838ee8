// GTK is used from one thread: the one that initialised it and iterates the
// default main context, which need not be the process's first. Everything
// of this library that touches GTK runs there; this file is the one place
// that says so to Swift.
//
// The Swift products keep Swift's contract: their API is isolated to the
// main actor (a Swift app runs GTK on the main thread). GTK's callbacks
// into the library (signals, idle sources, class functions) and the C
// library's functions are not Swift calls, and Swift cannot check where
// they come from: they enter the library's code through `onGtkThread`,
// which checks that they run on the main actor's thread. The C library is
// built with Embedded Swift, which has no actors: there the library's code
// is not isolated and `onGtkThread` is a plain call. The C functions check the thread
// themselves (`GtkThread.isCurrent`, in PlaceholderGObject) and answer a call from another thread
// with a critical, as GLib's `g_return_if_fail` does.

#if hasFeature(Embedded)
/// Runs `body`, which touches GTK, from a callback GTK made on its thread.
@inline(__always)
package func onGtkThread<T>(_ body: () -> T) -> T {
    body()
}

/// Runs `body` with `argument` (a pointer GTK passed the callback), as
/// `onGtkThread(_:)` does.
@inline(__always)
package func onGtkThread<Argument, T>(_ argument: Argument, _ body: (Argument) -> T) -> T {
    body(argument)
}

/// The protocols of the API, whose conformers live on GTK's thread.
public protocol GtkThreadBound: AnyObject {}

/// An app's closure that the library calls on GTK's thread.
public typealias GtkThreadHandler<Argument> = (Argument) -> Void

/// An app's closure with no argument that the library calls on GTK's thread.
public typealias GtkThreadAction = () -> Void
#else
/// Runs `body`, which touches GTK, from a callback GTK made on its thread
/// or a release handed there (`GtkThread.release`). A Swift app runs GTK on
/// the main thread, where its main actor is; Swift cannot see that from a C
/// callback, so it is checked (a call from any other thread ends the
/// process rather than race GTK).
@inline(__always)
nonisolated package func onGtkThread<T>(_ body: @MainActor () -> T) -> T {
    // What `MainActor.assumeIsolated` does, for results that are not Sendable.
    MainActor.preconditionIsolated("GTK's callbacks run on the main thread in a Swift app")
    return withoutActuallyEscaping(body) { body in
        unsafeBitCast(body, to: (() -> T).self)()
    }
}

/// Runs `body` with `argument` (a pointer GTK passed the callback), as
/// `onGtkThread(_:)` does: handed as an argument rather than captured, a
/// pointer, which is not `Sendable`, need not cross into the main actor's
/// closure as an integer.
@inline(__always)
nonisolated package func onGtkThread<Argument, T>(_ argument: Argument, _ body: @MainActor (Argument) -> T) -> T {
    MainActor.preconditionIsolated("GTK's callbacks run on the main thread in a Swift app")
    return withoutActuallyEscaping(body) { body in
        unsafeBitCast(body, to: ((Argument) -> T).self)(argument)
    }
}

/// The protocols of the API, whose conformers live on GTK's thread: the
/// main actor's in a Swift app.
@MainActor public protocol GtkThreadBound: AnyObject {}

/// An app's closure that the library calls on GTK's thread: the main actor's
/// in a Swift app.
public typealias GtkThreadHandler<Argument> = @MainActor (Argument) -> Void

/// An app's closure with no argument that the library calls on GTK's thread:
/// the main actor's in a Swift app.
public typealias GtkThreadAction = @MainActor () -> Void
#endif

import CPlaceholderGObject

/// An object of another's (a keyboard, a scroll adjustment) whose signals
/// reach a `SignalRouter`: referenced from `init` until `release`, so that
/// the handlers can be disconnected however the object's owner lets it go.
/// A value: the holder pays for the handlers and nothing more.
package struct RoutedObject {
    /// The object, referenced until `release`.
    package let object: gpointer
    /// The router its signals reach.
    package let router: SignalRouter

    /// References `object` and connects its `signals` to `router`.
    package init(_ object: gpointer, signals: [String], router: SignalRouter) {
        (self.object, self.router) = (object, router)
        g_object_ref(object)
        for signal in signals { router.connect(object, signal) }
    }

    /// Disconnects the router from the object and lets the object go: call
    /// it once, then drop the value.
    package func release() {
        router.disconnectAll(on: object)
        g_object_unref(object)
    }
}

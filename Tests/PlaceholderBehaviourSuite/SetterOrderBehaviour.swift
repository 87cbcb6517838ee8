import PlaceholderCore
import PlaceholderTestImaging
import XCTest

/// The order in which an app sets options, before or after showing the
/// view, never changes what is drawn.
@MainActor
public final class SetterOrderBehaviour: BehaviourGroup {
    /// 16 shuffled orders of six setters, all before showing or half
    /// before and half after, draw identical pixels.
    public func testSetterOrderNeverMatters() throws {
        typealias Step = (String, @MainActor (any BehaviourView, any PlaceholderFacade) -> Void)
        let steps: [Step] = [
            ("placeholder", { $1.placeholder = "Order does not matter here" }),
            ("markup", { try? $1.setPlaceholderMarkup("Order <i>does not</i> matter here") }),
            ("colour", { $1.color = .custom(PlaceholderColor(red: 0.2, green: 0.3, blue: 0.7)) }),
            ("font", { view, _ in view.geometry.css = "font: 16px Serif;" }),
            ("margins", { view, _ in (view.geometry.leftMargin, view.geometry.topMargin) = (14, 9) }),
            ("justification", { view, _ in view.geometry.justification = .center }),
        ]
        // The markup step must come after the plain one to win; every order
        // keeps that, so all give the same final settings.
        var reference: Raster?
        var state: UInt64 = 42
        for trial in 0..<16 {
            var order = Array(steps.indices)
            for i in stride(from: order.count - 1, to: 0, by: -1) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                order.swapAt(i, Int((state >> 33) % UInt64(i + 1)))
            }
            if let p = order.firstIndex(of: 0), let m = order.firstIndex(of: 1), p > m { order.swapAt(p, m) }
            let beforeShowing = trial % 2 == 0
            let (view, placeholder) = try harness.makeWrappedView(placeholder: "", width: 300, height: 120,
                                                                  placement: .window, shown: false)
            let split = beforeShowing ? order.count : order.count / 2
            for index in order.prefix(split) { steps[index].1(view, placeholder) }
            view.show()
            for index in order.dropFirst(split) { steps[index].1(view, placeholder) }
            view.settle()
            let raster = view.render()
            view.destroy()
            if let reference {
                XCTAssertTrue(raster.isIdentical(to: reference),
                              "order \(order.map { steps[$0].0 }) \(beforeShowing ? "before" : "around") showing")
            } else {
                reference = raster
                XCTAssertGreaterThan(raster.inkCount(background: .white), 100)
            }
        }
    }
}

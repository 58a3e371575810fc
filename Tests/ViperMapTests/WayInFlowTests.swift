import Foundation
import Testing
import ViperMap
import ViperMapModel

/// How a handler's run with a value from outside meets the flow the navigation solved: it reuses it (see
/// `WorkCountTests`), and still sees what it stores itself.
@Suite struct WayInFlowTests {
    /// The handler keeps the link in a property under a test of the URL and calls another method that opens
    /// what the property holds: that method's solved run is run again for the handler (it read the property
    /// the handler wrote), and the property holds each link with the test that chose it.
    @Test func aLinkKeptInAPropertyAndOpenedByAnotherMethodKeepsItsTests() {
        var app = WayInTests.screens
        app["App/Info.plist"] = WayInTests.plist(WayInTests.urlTypes)
        app["App/AppDelegate.swift"] = WayInTests.openURLHandler("""
            switch url.host {
            case "cart": pendingLink = .cart
            case "orders": pendingLink = .orders
            default: return false
            }
            openPendingLink()
            return true
            """, members: """
            var window: UIWindow?
                var pendingLink: Link?
                enum Link { case cart, orders }
                func openPendingLink() {
                    guard let link = pendingLink else { return }
                    let nav = window?.rootViewController as? UINavigationController
                    switch link {
                    case .cart: nav?.pushViewController(CartBuilder.build(), animated: true)
                    case .orders: nav?.pushViewController(OrdersBuilder.build(), animated: true)
                    }
                    pendingLink = nil
                }
            """)
        let graph = TestSupport.graph(app)
        #expect(Set((graph.entries ?? []).map { "\($0.kind) \($0.pattern) -> \($0.to) \($0.how.rawValue)" })
                == ["url shop://cart -> Cart push", "url shop://orders -> Orders push"])
    }

    /// A modern project's Info.plist holds only what its build settings do not generate (no bundle identifier): the
    /// URL scheme it declares still names the pattern (`shop://product`, not `*://product`), project or no project.
    @Test func aSchemeInAMinimalInfoPlistNamesThePattern() {
        var app = WayInTests.screens
        app["App/Info.plist"] = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \(WayInTests.urlTypes)
            </dict>
            </plist>
            """
        app["App/AppDelegate.swift"] = WayInTests.openURLHandler("""
            let nav = window?.rootViewController as? UINavigationController
            if url.host == "product" { nav?.pushViewController(ProductBuilder.build(id: url.lastPathComponent), animated: true) }
            return true
            """)
        let patterns = (TestSupport.graph(app).entries ?? []).map(\.pattern)
        #expect(patterns == ["shop://product/*"])
    }
}


//
//  Routing.swift
//  Wayfarer
//

import Foundation

/// Every module router handles the routes its own module declares.
protocol Routing: AnyObject {
    associatedtype Route
    func navigate(to route: Route)
}

/// Type eraser, so presenters can hold "a router for my routes" without being generic
/// over the concrete router class.
struct AnyRouter<Route> {

    private let _navigate: (Route) -> Void

    init<R: Routing>(_ router: R) where R.Route == Route {
        _navigate = router.navigate(to:)
    }

    func navigate(to route: Route) {
        _navigate(route)
    }
}

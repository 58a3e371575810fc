import UIKit

protocol TrailsRouting {
    func showTrail(_ trail: Trail)
    func showFilters(current: TrailFilter, onApply: @escaping (TrailFilter) -> Void)
}

/// A value type: the presenter keeps its own copy, which only holds a weak reference to the screen.
struct TrailsRouter: TrailsRouting {
    weak var viewController: UIViewController?

    func showTrail(_ trail: Trail) {
        let detail = TrailDetailBuilder.build(trail: trail)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }

    func showFilters(current: TrailFilter, onApply: @escaping (TrailFilter) -> Void) {
        let filters = TrailFiltersBuilder.build(current: current, onApply: onApply)
        viewController?.present(UINavigationController(rootViewController: filters), animated: true)
    }
}

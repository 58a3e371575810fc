import Foundation

enum TrailMapBuilder {
    static func build(coder: NSCoder, trail: Trail) -> TrailMapViewController? {
        let presenter = TrailMapPresenter(trail: trail, interactor: TrailMapInteractor(store: .shared))
        guard let view = TrailMapViewController(coder: coder, presenter: presenter) else { return nil }
        presenter.view = view
        return view
    }
}

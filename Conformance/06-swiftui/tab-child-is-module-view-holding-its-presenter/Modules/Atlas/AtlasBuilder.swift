import SwiftUI

final class AtlasBuilder {
    func assemble() -> (view: AnyView, presenter: AtlasPresenter) {
        let interactor = AtlasInteractor()
        let presenter = AtlasPresenter(interactor: interactor)
        let canvas = AnyView(AtlasCanvas(presenter: presenter))
        return (view: canvas, presenter: presenter)
    }
}

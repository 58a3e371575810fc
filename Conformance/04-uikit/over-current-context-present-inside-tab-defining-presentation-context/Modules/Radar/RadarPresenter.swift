import Foundation

protocol RadarViewOutput: AnyObject {
    func viewDidLoad()
    func didTapLayers()
}

final class RadarPresenter: RadarViewOutput {

    weak var view: RadarViewInput?
    var interactor: RadarInteractorInput!
    var router: RadarRouterInput!

    func viewDidLoad() {
        view?.showOverlay(for: interactor.enabledLayers)
    }

    func didTapLayers() {
        router.showLayerPicker(selected: interactor.enabledLayers, output: self)
    }
}

extension RadarPresenter: RadarLayersModuleOutput {

    func radarLayers(didChange layers: Set<RadarLayer>) {
        interactor.enabledLayers = layers
        view?.showOverlay(for: layers)
    }
}

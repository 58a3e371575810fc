import UIKit

enum GreenhouseBuilder {

    static func build(hub: SensorHubClient, output: GreenhouseModuleOutput) -> UIViewController {
        let view = GreenhouseViewController()
        let presenter = GreenhousePresenter(interactor: GreenhouseInteractor(hub: hub))
        presenter.view = view
        presenter.output = output
        view.presenter = presenter
        return view
    }
}

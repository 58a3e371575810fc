import UIKit

protocol RadarRouterInput: AnyObject {
    func showLayerPicker(selected: Set<RadarLayer>, output: RadarLayersModuleOutput)
}

final class RadarRouter: RadarRouterInput {

    weak var viewController: UIViewController?

    func showLayerPicker(selected: Set<RadarLayer>, output: RadarLayersModuleOutput) {
        let picker = RadarLayersModuleConfigurator().configuredViewController(selected: selected, output: output)
        picker.modalPresentationStyle = .overCurrentContext
        picker.modalTransitionStyle = .crossDissolve
        viewController?.present(picker, animated: true)
    }
}

import UIKit

protocol SpotsViewInput: AnyObject {
    func show(spots: [Spot])
}

protocol SpotsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelect(spotAt index: Int)
}

protocol SpotsInteractorInput: AnyObject {
    func loadSpots()
}

protocol SpotsInteractorOutput: AnyObject {
    func didLoad(spots: [Spot])
}

protocol SpotsRouterInput: AnyObject {
    func showDetail(for spot: Spot)
}

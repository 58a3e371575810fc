import UIKit

protocol TonightPresenterInput: AnyObject {
    func viewAppeared()
    func didSelect(_ object: SkyObject)
    func didTapSettings()
}

protocol TonightInteractorInput: AnyObject {
    func fetchVisibleObjects() -> [SkyObject]
}

protocol TonightRouterInput: AnyObject {
    func showObject(_ object: SkyObject)
    func showSettings()
}

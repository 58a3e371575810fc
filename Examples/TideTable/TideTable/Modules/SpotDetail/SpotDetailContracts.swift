import UIKit

protocol SpotDetailViewInput: AnyObject {
    func show(name: String, region: String)
}

protocol SpotDetailViewOutput: AnyObject {
    func viewDidLoad()
    func didTapClose()
}

protocol SpotDetailRouterInput: AnyObject {
    func close()
}

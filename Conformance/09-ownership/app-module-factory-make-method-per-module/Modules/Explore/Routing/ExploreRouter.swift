import UIKit

protocol ExploreRouterInput: AnyObject {
    func openStay(id: String)
    func openProfile()
}

final class ExploreRouter: ExploreRouterInput {

    weak var viewController: UIViewController?
    private let factory: ModuleFactoryProtocol

    init(factory: ModuleFactoryProtocol) {
        self.factory = factory
    }

    func openStay(id: String) {
        let stayDetail = factory.makeStayDetail(stayId: id)
        viewController?.navigationController?.pushViewController(stayDetail, animated: true)
    }

    func openProfile() {
        viewController?.navigationController?.pushViewController(factory.makeProfile(), animated: true)
    }
}

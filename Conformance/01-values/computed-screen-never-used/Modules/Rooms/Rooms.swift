import UIKit

final class RoomsViewController: UIViewController {
    var output: RoomsPresenter?
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Rooms"
        view.backgroundColor = .systemBackground
        stack.axis = .vertical
        view.addSubview(stack)
        addButton("Show my room", #selector(showAssignedRoomTapped))
    }

    private func addButton(_ title: String, _ action: Selector) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addTarget(self, action: action, for: .touchUpInside)
        stack.addArrangedSubview(button)
    }

    @objc private func showAssignedRoomTapped() {
        output?.showAssignedRoom()
    }
}

final class RoomsPresenter {
    weak var view: RoomsViewController?
    var interactor: RoomsInteractor!
    var router: RoomsRouter!

    func showAssignedRoom() {
        router.reservationCode = interactor.reservationCode
        router.openRoom(number: interactor.assignedRoom)
    }
}

final class RoomsInteractor {
    let reservationCode = "HX7-5521"
    let assignedRoom = 412
}

final class RoomsRouter {
    weak var viewController: UIViewController?

    var reservationCode = ""

    var upgradeOfferScreen: UIViewController {
        UpgradeOfferBuilder.build(reservationCode: reservationCode)
    }

    func openRoom(number: Int) {
        let detail = RoomDetailBuilder.build(roomNumber: number)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }
}

enum RoomsBuilder {
    static func build() -> UIViewController {
        let view = RoomsViewController()
        let presenter = RoomsPresenter()
        let router = RoomsRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = RoomsInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}

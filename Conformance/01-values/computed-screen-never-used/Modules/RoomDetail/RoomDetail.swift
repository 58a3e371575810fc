import UIKit

protocol RoomDetailViewInput: AnyObject {
    func display(title: String)
}

protocol RoomDetailViewOutput: AnyObject {
    func viewDidLoad()
}

final class RoomDetailViewController: UIViewController, RoomDetailViewInput {
    var output: RoomDetailViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class RoomDetailPresenter: RoomDetailViewOutput {
    weak var view: RoomDetailViewInput?
    private let interactor = RoomDetailInteractor()
    private let roomNumber: Int

    init(roomNumber: Int) {
        self.roomNumber = roomNumber
    }

    func viewDidLoad() {
        view?.display(title: "Room \(roomNumber)")
        interactor.load { _ in }
    }
}

final class RoomDetailInteractor {
    func load(completion: @escaping ([String]) -> Void) {
        completion([])
    }
}

enum RoomDetailBuilder {
    static func build(roomNumber: Int) -> UIViewController {
        let view = RoomDetailViewController()
        let presenter = RoomDetailPresenter(roomNumber: roomNumber)
        view.output = presenter
        presenter.view = view
        return view
    }
}

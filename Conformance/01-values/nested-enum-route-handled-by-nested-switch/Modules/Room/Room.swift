import UIKit

final class RoomViewController: UIViewController {
    var presenter: RoomPresenter!
    private let summaryLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
        summaryLabel.numberOfLines = 0
        summaryLabel.text = presenter.summary
        summaryLabel.frame = view.bounds.insetBy(dx: 20, dy: 120)
        view.addSubview(summaryLabel)
    }
}

final class RoomPresenter {
    private let room: Room

    init(room: Room) {
        self.room = room
    }

    var title: String { room.name }
    var summary: String { "\(room.deviceCount) devices connected in the \(room.name.lowercased())." }
}

enum RoomBuilder {
    static func build(room: Room) -> UIViewController {
        let view = RoomViewController()
        view.presenter = RoomPresenter(room: room)
        return view
    }
}

import UIKit

struct LadderRung {
    let position: Int
    let player: String
    let rating: Int
}

// MARK: - View

protocol LadderViewInput: AnyObject {
    func show(_ rungs: [LadderRung], greeting: String)
}

final class LadderViewController: UITableViewController, LadderViewInput {
    var presenter: LadderPresenter!
    private var rungs: [LadderRung] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    func show(_ rungs: [LadderRung], greeting: String) {
        title = greeting
        self.rungs = rungs
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rungs.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let rung = rungs[indexPath.row]
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = "\(rung.position). \(rung.player)"
        cell.detailTextLabel?.text = "\(rung.rating)"
        return cell
    }
}

// MARK: - Presenter

final class LadderPresenter {
    weak var view: LadderViewInput?
    var interactor: LadderInteractor!

    func viewDidLoad() {
        view?.show(interactor.rungs(), greeting: "Ladder · \(interactor.memberName)")
    }
}

// MARK: - Interactor

final class LadderInteractor {
    private let membership: ClubMembershipService

    init(membership: ClubMembershipService) {
        self.membership = membership
    }

    var memberName: String { membership.memberName }

    func rungs() -> [LadderRung] {
        [
            LadderRung(position: 1, player: "O. Brandt", rating: 2104),
            LadderRung(position: 2, player: "M. Ilunga", rating: 1987),
            LadderRung(position: 3, player: "S. Kowal", rating: 1920)
        ]
    }
}

// MARK: - Builder

enum LadderBuilder {
    static func build(membership: ClubMembershipService) -> UIViewController {
        let view = LadderViewController(style: .insetGrouped)
        let presenter = LadderPresenter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = LadderInteractor(membership: membership)
        return view
    }
}

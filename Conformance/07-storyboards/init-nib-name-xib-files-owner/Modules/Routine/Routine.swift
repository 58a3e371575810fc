import UIKit

enum RoutineBuilder {
    static func build() -> UIViewController {
        let view = RoutineViewController(style: .insetGrouped)
        let router = RoutineRouter()
        let presenter = RoutinePresenter(view: view, interactor: RoutineInteractor(library: .shared), router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }
}

protocol RoutineView: AnyObject {
    func show(poses: [String])
}

final class RoutineViewController: UITableViewController, RoutineView {
    var presenter: RoutinePresenter!
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Morning flow"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "PoseCell")
        presenter.viewDidLoad()
    }

    func show(poses: [String]) {
        rows = poses
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PoseCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectPose(at: indexPath.row)
    }
}

final class RoutinePresenter {
    private weak var view: RoutineView?
    private let interactor: RoutineInteractor
    private let router: RoutineRouter
    private var poses: [YogaPose] = []

    init(view: RoutineView, interactor: RoutineInteractor, router: RoutineRouter) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        poses = interactor.poses()
        view?.show(poses: poses.map { "\($0.englishName) · \($0.holdSeconds) s" })
    }

    func didSelectPose(at index: Int) {
        router.showPose(poses[index])
    }
}

final class RoutineInteractor {
    private let library: PracticeLibrary

    init(library: PracticeLibrary) {
        self.library = library
    }

    func poses() -> [YogaPose] {
        library.morningFlow()
    }
}

final class RoutineRouter {
    weak var viewController: UIViewController?

    func showPose(_ pose: YogaPose) {
        let poseScreen = PoseBuilder.build(pose: pose)
        viewController?.navigationController?.pushViewController(poseScreen, animated: true)
    }
}

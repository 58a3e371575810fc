import UIKit

protocol LessonsDisplayLogic: AnyObject {
    func displayLessons(titles: [String])
}

final class LessonsViewController: UITableViewController, LessonsDisplayLogic {

    var interactor: LessonsBusinessLogic?
    private var titles: [String] = []

    override init(style: UITableView.Style) {
        super.init(style: style)
        setup()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setup()
    }

    private func setup() {
        let interactor = LessonsInteractor()
        let presenter = LessonsPresenter()
        self.interactor = interactor
        interactor.presenter = presenter
        presenter.viewController = self
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Today's lessons"
        interactor?.loadLessons()
    }

    func displayLessons(titles: [String]) {
        self.titles = titles
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = titles[indexPath.row]
        return cell
    }
}

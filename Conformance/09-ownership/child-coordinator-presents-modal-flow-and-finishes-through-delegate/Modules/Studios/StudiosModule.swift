import UIKit

struct Studio {
    let name: String
    let hourlyRate: Int
}

protocol StudiosModuleOutput: AnyObject {
    func studiosDidSelect(_ studio: Studio)
}

final class StudiosViewController: UITableViewController {

    var presenter: StudiosPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Rehearsal rooms"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Studio")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.studios.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Studio", for: indexPath)
        let studio = presenter.studios[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = studio.name
        content.secondaryText = "£\(studio.hourlyRate)/h"
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectStudio(at: indexPath.row)
    }
}

final class StudiosPresenter {

    weak var output: StudiosModuleOutput?
    let studios = [Studio(name: "Room A – drums", hourlyRate: 18), Studio(name: "Room B – vocal booth", hourlyRate: 12)]

    func didSelectStudio(at index: Int) {
        output?.studiosDidSelect(studios[index])
    }
}

enum StudiosBuilder {

    static func build(output: StudiosModuleOutput) -> UIViewController {
        let view = StudiosViewController()
        let presenter = StudiosPresenter()
        presenter.output = output
        view.presenter = presenter
        return view
    }
}

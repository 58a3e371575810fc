import UIKit

protocol LessonsView: AnyObject {
    func show(goal: String, lessons: [String])
}

final class LessonsViewController: UITableViewController, LessonsView {
    var presenter: LessonsPresenter!
    private var lessons: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Lessons"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "LessonCell")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        presenter.viewDidAppear()
    }

    func show(goal: String, lessons: [String]) {
        navigationItem.prompt = goal
        self.lessons = lessons
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        lessons.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "LessonCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = lessons[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

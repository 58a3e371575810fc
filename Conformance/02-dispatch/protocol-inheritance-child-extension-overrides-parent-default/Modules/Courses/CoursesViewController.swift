import UIKit

protocol CoursesViewInput: AnyObject {
    func show(title: String, rows: [String])
}

final class CoursesViewController: UITableViewController, CoursesViewInput {
    var output: CoursesViewOutput!
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "LessonCell")
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "questionmark.circle"),
                                                            style: .plain, target: self, action: #selector(helpTapped))
        output.viewDidLoad()
    }

    func show(title: String, rows: [String]) {
        self.title = title
        self.rows = rows
        tableView.reloadData()
    }

    @objc private func helpTapped() {
        output.didTapHelp()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "LessonCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        output.didSelectLesson(at: indexPath.row)
    }
}

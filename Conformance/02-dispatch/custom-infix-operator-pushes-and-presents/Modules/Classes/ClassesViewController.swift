import UIKit

protocol ClassesViewInput: AnyObject {
    func show(_ classes: [YogaClass])
}

final class ClassesViewController: UITableViewController, ClassesViewInput {

    var presenter: ClassesViewOutput!
    private var classes: [YogaClass] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "This week"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ClassCell")
        presenter.viewDidLoad()
    }

    func show(_ classes: [YogaClass]) {
        self.classes = classes
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        classes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let yogaClass = classes[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "ClassCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = yogaClass.name
        content.secondaryText = "\(yogaClass.teacher) · \(yogaClass.startsAt.formatted(date: .abbreviated, time: .shortened))"
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectClass(at: indexPath.row)
    }
}

import UIKit

final class LessonsViewController: UITableViewController {
    var output: LessonsPresenter?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Spanish · Unit 3"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        output?.lessons.count ?? 0
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        output?.didFinishReading(lessonAt: indexPath.row)
    }
}

import UIKit

final class NotesViewController: UITableViewController, NotesViewInput {
    var output: NotesViewOutput!
    func show(titles: [String]) {}
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { output.didSelect(index: indexPath.row) }
}

import UIKit

final class GlossaryViewController: UITableViewController {

    var presenter: GlossaryPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Glossary"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "TermCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.terms.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "TermCell", for: indexPath)
        cell.textLabel?.text = presenter.terms[indexPath.row].word
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectTerm(at: indexPath.row)
    }
}

import UIKit

protocol RecipeView: AnyObject {
    func show(title: String, subtitle: String)
}

final class RecipeViewController: UIViewController, RecipeView {
    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var servingsLabel: UILabel!

    var presenter: RecipePresenter!
    var router: RecipeRouter!

    override func awakeFromNib() {
        super.awakeFromNib()
        RecipeConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    // Runs for both container views' embed segues while the view loads.
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        router.prepare(for: segue, recipe: presenter.recipe)
    }

    func show(title: String, subtitle: String) {
        titleLabel.text = title
        servingsLabel.text = subtitle
    }
}

import UIKit

protocol SceneEditorViewInput: AnyObject {
    func show(name: String, color: UIColor, brightness: Float)
}

final class SceneEditorViewController: UIViewController, SceneEditorViewInput {

    var presenter: SceneEditorPresenter!
    private let swatch = UIView()
    private let brightnessSlider = UISlider()
    private let colorButton = UIButton(configuration: .tinted())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        swatch.layer.cornerRadius = 16
        colorButton.setTitle("Choose colour", for: .normal)
        colorButton.addTarget(self, action: #selector(colorTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [swatch, brightnessSlider, colorButton])
        stack.axis = .vertical
        stack.spacing = 20
        stack.frame = view.bounds.insetBy(dx: 24, dy: 140)
        view.addSubview(stack)
        presenter.viewDidLoad()
    }

    @objc private func colorTapped() {
        presenter.didTapChooseColor()
    }

    func show(name: String, color: UIColor, brightness: Float) {
        title = name
        swatch.backgroundColor = color
        brightnessSlider.value = brightness
    }
}

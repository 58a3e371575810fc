import Foundation

protocol SettingsViewInput: AnyObject { func show(text: String) }
protocol SettingsViewOutput: AnyObject { func didTapClose() }
protocol SettingsRouterInput: AnyObject { func close() }

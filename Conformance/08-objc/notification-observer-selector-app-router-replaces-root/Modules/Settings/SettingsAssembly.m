//
//  SettingsAssembly.m
//  Ledgerly
//

#import "SettingsAssembly.h"
#import "SettingsViewController.h"
#import "SettingsPresenter.h"
#import "SettingsInteractor.h"

@implementation SettingsAssembly

+ (UIViewController *)buildModule {
    SettingsViewController *view = [[SettingsViewController alloc] init];
    SettingsPresenter *presenter = [[SettingsPresenter alloc] init];
    SettingsInteractor *interactor = [[SettingsInteractor alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    interactor.output = presenter;

    return view;
}

@end

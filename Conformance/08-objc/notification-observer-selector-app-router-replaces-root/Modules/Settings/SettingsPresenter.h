//
//  SettingsPresenter.h
//  Ledgerly
//

#import <Foundation/Foundation.h>

#import "SettingsViewController.h"
#import "SettingsInteractor.h"

@interface SettingsPresenter : NSObject <SettingsViewOutput, SettingsInteractorOutput>

@property (nonatomic, weak) id<SettingsViewInput> view;
@property (nonatomic, strong) id<SettingsInteractorInput> interactor;

@end

//
//  DrinkOrderPresenter.h
//  Brew
//

#import <Foundation/Foundation.h>

#import "DrinkOrderViewController.h"
#import "DrinkOrderInteractor.h"
#import "DrinkOrderModuleInput.h"

@interface DrinkOrderPresenter : NSObject <DrinkOrderViewOutput, DrinkOrderInteractorOutput, DrinkOrderModuleInput>

@property (nonatomic, weak) id<DrinkOrderViewInput> view;
@property (nonatomic, strong) id<DrinkOrderInteractorInput> interactor;

@end

//
//  SplashPresenter.h
//  Nimbus
//

#import <Foundation/Foundation.h>

#import "SplashViewController.h"
#import "SplashInteractor.h"
#import "SplashRouter.h"

@interface SplashPresenter : NSObject <SplashViewOutput, SplashInteractorOutput>

@property (nonatomic, weak) id<SplashViewInput> view;
@property (nonatomic, strong) id<SplashInteractorInput> interactor;
@property (nonatomic, strong) id<SplashRouterInput> router;

@end

//
//  SignInPresenter.h
//  Folio
//

#import <Foundation/Foundation.h>

#import "SignInViewController.h"
#import "SignInInteractor.h"
#import "SignInRouter.h"

@interface SignInPresenter : NSObject <SignInViewOutput, SignInInteractorOutput>

@property (nonatomic, weak) id<SignInViewInput> view;
@property (nonatomic, strong) id<SignInInteractorInput> interactor;
@property (nonatomic, strong) id<SignInRouterInput> router;

@end

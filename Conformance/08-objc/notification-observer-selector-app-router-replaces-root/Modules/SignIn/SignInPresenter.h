//
//  SignInPresenter.h
//  Ledgerly
//

#import <Foundation/Foundation.h>

#import "SignInViewController.h"
#import "SignInInteractor.h"

@interface SignInPresenter : NSObject <SignInViewOutput, SignInInteractorOutput>

@property (nonatomic, weak) id<SignInViewInput> view;
@property (nonatomic, strong) id<SignInInteractorInput> interactor;

@end

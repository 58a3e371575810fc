//
//  SignInInteractor.h
//  Folio
//

#import <Foundation/Foundation.h>

@protocol SignInInteractorOutput <NSObject>
- (void)didSignIn;
- (void)didFailToSignInWithMessage:(NSString *)message;
@end

@protocol SignInInteractorInput <NSObject>
- (void)signInWithEmail:(NSString *)email password:(NSString *)password;
@end

@interface SignInInteractor : NSObject <SignInInteractorInput>

@property (nonatomic, weak) id<SignInInteractorOutput> output;

@end

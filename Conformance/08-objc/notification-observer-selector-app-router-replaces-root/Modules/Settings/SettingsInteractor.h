//
//  SettingsInteractor.h
//  Ledgerly
//

#import <Foundation/Foundation.h>

@protocol SettingsInteractorOutput <NSObject>
- (void)didObtainSignedInEmail:(NSString *)email;
@end

@protocol SettingsInteractorInput <NSObject>
- (void)obtainSignedInEmail;
- (void)signOut;
@end

@interface SettingsInteractor : NSObject <SettingsInteractorInput>

@property (nonatomic, weak) id<SettingsInteractorOutput> output;

@end

//
//  SlopesInteractor.h
//  Piste
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@protocol SlopesInteractorOutput <NSObject>
- (void)didObtainOpenSlopes:(NSArray<NSString *> *)slopes;
@end

@protocol SlopesInteractorInput <NSObject>
- (void)obtainOpenSlopes;
@end

@interface SlopesInteractor : NSObject <SlopesInteractorInput>

@property (nonatomic, weak) id<SlopesInteractorOutput> output;

@end

NS_ASSUME_NONNULL_END

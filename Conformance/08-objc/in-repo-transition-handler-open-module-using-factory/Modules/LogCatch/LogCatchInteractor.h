//
//  LogCatchInteractor.h
//  Reelmark
//

#import <Foundation/Foundation.h>

@protocol LogCatchInteractorOutput <NSObject>
- (void)didSaveCatch;
@end

@protocol LogCatchInteractorInput <NSObject>
- (void)saveCatchOfSpecies:(NSString *)species weight:(double)weight atWater:(NSString *)waterIdentifier;
@end

@interface LogCatchInteractor : NSObject <LogCatchInteractorInput>

@property (nonatomic, weak) id<LogCatchInteractorOutput> output;

@end

//
//  WineDetailInteractor.h
//  Corkboard
//

#import <Foundation/Foundation.h>

@protocol WineDetailInteractorOutput <NSObject>
- (void)didObtainTastingNotes:(NSString *)notes;
@end

@protocol WineDetailInteractorInput <NSObject>
- (void)obtainTastingNotesForWineWithIdentifier:(NSString *)identifier;
@end

@interface WineDetailInteractor : NSObject <WineDetailInteractorInput>

@property (nonatomic, weak) id<WineDetailInteractorOutput> output;

@end

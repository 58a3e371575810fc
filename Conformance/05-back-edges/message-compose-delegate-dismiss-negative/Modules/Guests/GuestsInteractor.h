//
//  GuestsInteractor.h
//  Soiree
//

#import <Foundation/Foundation.h>

@protocol GuestsInteractorOutput <NSObject>
- (void)didObtainGuests:(NSArray<NSDictionary<NSString *, NSString *> *> *)guests;
@end

@protocol GuestsInteractorInput <NSObject>
- (void)obtainGuests;
@end

@interface GuestsInteractor : NSObject <GuestsInteractorInput>

@property (nonatomic, weak) id<GuestsInteractorOutput> output;

@end

//
//  ShowtimesInteractor.h
//  Matinee
//

#import <Foundation/Foundation.h>

@protocol ShowtimesInteractorOutput <NSObject>
- (void)didObtainShowtimes:(NSArray<NSString *> *)showtimes;
@end

@protocol ShowtimesInteractorInput <NSObject>
- (void)obtainShowtimes;
@end

@interface ShowtimesInteractor : NSObject <ShowtimesInteractorInput>

@property (nonatomic, weak) id<ShowtimesInteractorOutput> output;

@end

import GIF
import Preview
import RxCore
import RxTest
import Testing

/// A fitted animation played on virtual time, one tick a millisecond.
@Suite struct FittedAnimationTests {
    private func frame(_ value: UInt8, delay: Int, index: Int) -> Frame {
        Frame(
            pixels: Array(repeating: [value, value, value, 255], count: 4).flatMap { $0 }, width: 2, height: 2,
            delay: delay, index: index)
    }

    @Test func eachPictureIsDrawnAfterTheDelaysBeforeItAsOftenAsTheGIFSays() {
        let animation = FittedAnimation(
            frames: [frame(0, delay: 10, index: 0), frame(255, delay: 30, index: 1)], loopCount: 1, columns: 4,
            rows: 2, graphics: Graphics(drawing: .cells(.blocks)), colors: .none, kittyID: 1)
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let drawn = LockedState<[(tick: Int, picture: ScreenPicture)]>([])
        let timeline = animation.play(on: scheduler) { picture in
            drawn.withLock { $0.append((scheduler.clock, picture)) }
        }
        scheduler.advanceTo(10_000)
        let draws = drawn.withLock { $0 }
        // Handed in at tick 0 and started a hop later; a loop count of 1 plays twice.
        #expect(draws.map(\.tick) == [1, 101, 401, 501])
        let grids = draws.map { draw -> CellGrid? in if case .cells(let grid) = draw.picture { grid } else { nil } }
        let expected = animation.pictures.map { entry -> CellGrid? in
            if case .cells(let grid) = entry.picture { grid } else { nil }
        }
        #expect(grids == [expected[0], expected[1], expected[0], expected[1]])
        #expect(expected[0] != expected[1])
        timeline.stop()
    }
}
